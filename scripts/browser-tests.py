#!/usr/bin/env python3
"""Drives the playground (`vfl-tool serve`) in headless Chromium, as a person
would: types a VFL line and sees the boxes, pastes a real console log and sees
the conflict and the checked fix, switches a conversion, loads a shared link.

    scripts/browser-tests.py [VFL-TOOL] [--screenshots DIR]

VFL-TOOL defaults to .build/debug/vfl-tool. It is started on a port the system
picks and stopped at the end. Needs Debian's chromium and chromium-driver (at
/usr/bin) and selenium from PyPI. With --screenshots, the main states are
saved as PNG files in DIR (docs/ keeps them). Prints one line per check and
"N passed, N failed"; exits 1 when any check failed.
"""
import argparse
import os
import re
import subprocess
import sys
import time
import traceback
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOG_048 = os.path.join(ROOT, "Tests", "Fixtures", "ConsoleLogs", "048.txt")


class Playground:
    """A running `vfl-tool serve --port 0` and a headless browser on its page."""

    def __init__(self, tool):
        self.server = subprocess.Popen([tool, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
        line = self.server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/", line)
        if not match:
            self.server.terminate()
            raise RuntimeError(f"vfl-tool serve printed {line!r}")
        self.address = match.group(0)
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                         "--disable-dev-shm-usage"):
            options.add_argument(argument)
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

    def close(self):
        self.driver.quit()
        self.server.terminate()
        self.server.wait(timeout=10)

    # Helpers for the checks.

    def open(self, fragment=""):
        self.driver.get(self.address + fragment)
        self.wait_ready()

    def ready_round(self):
        return self.driver.execute_script("return document.body.dataset.ready || ''")

    def wait_ready(self, after=None, timeout=30):
        """Waits until a round of requests newer than `after` has been shown."""
        WebDriverWait(self.driver, timeout).until(
            lambda d: self.ready_round() not in ("", after) and self.text("status") == "")

    def wait_until(self, condition, timeout=30):
        WebDriverWait(self.driver, timeout).until(lambda d: condition())

    def element(self, id):
        return self.driver.find_element(By.ID, id)

    def text(self, id):
        return self.element(id).text

    def paste(self, text):
        """Replaces the editor's text as a paste does: the value, then one input event."""
        before = self.ready_round()
        self.driver.execute_script(
            "const e = document.getElementById('editor'); e.focus(); e.value = arguments[0];"
            "e.dispatchEvent(new Event('input', {bubbles: true}));", text)
        self.wait_ready(after=before)

    def type(self, keys):
        """Types into the editor, key by key, at its end."""
        before = self.ready_round()
        editor = self.element("editor")
        editor.click()
        editor.send_keys(Keys.END)
        editor.send_keys(keys)
        self.wait_ready(after=before)

    def marked(self, kind):
        """The texts the editor's mirror marks as `kind` (hover, error, warning)."""
        return self.driver.execute_script(
            "return [...document.querySelectorAll('#mirror mark.' + arguments[0])].map(m => m.textContent)", kind)

    def screenshot(self, folder, name, height=1000, focus=None):
        """Saves the page's top, `height` pixels of it, as `folder/name`, with `focus` focused."""
        if folder:
            path = os.path.join(folder, name)
            self.driver.set_window_size(1400, height)
            if focus is not None:
                self.driver.execute_script("arguments[0].focus()", focus)
            self.driver.execute_script("window.scrollTo(0, 0)")
            time.sleep(0.3)
            self.driver.save_screenshot(path)
            self.driver.set_window_size(1400, 1000)
            print(f"   saved {os.path.relpath(path, ROOT)}")


def check_vfl_screen(page, shots):
    """Type a VFL line and see the boxes; hover a constraint and see where it was written."""
    page.open()
    page.paste("")
    before = page.ready_round()
    page.element("height").clear()
    page.element("height").send_keys("240")
    page.wait_ready(after=before)
    assert "height=240" in page.driver.current_url
    page.type("H:|-[avatar(48)]-[name]-|")
    page.type(Keys.ENTER + "V:|-[avatar(48)]")
    page.type(Keys.ENTER + "V:|-[name(24)]")
    assert page.text("detected") == "read as VFL", page.text("detected")
    picture = page.element("picture").get_attribute("innerHTML")
    assert "<svg" in picture and ">avatar<" in picture and ">name<" in picture, picture[:300]
    items = page.driver.find_elements(By.CSS_SELECTOR, "#constraints li")
    texts = [item.find_element(By.TAG_NAME, "code").text for item in items]
    assert "avatar.width == 48" in texts and "name.height == 24" in texts, texts
    assert page.text("diagnostics") == ""
    width = next(item for item in items if item.find_element(By.TAG_NAME, "code").text == "avatar.width == 48")
    webdriver.ActionChains(page.driver).move_to_element(width).perform()
    page.wait_until(lambda: page.marked("hover") == ["48"])
    page.element("report-box").click()
    report = page.text("report")
    assert report.startswith("avatar: 20 20 48 48\nname: 76 20 279 24"), report
    page.screenshot(shots, "playground-vfl.png", height=900, focus=width)


def check_rejection(page, shots):
    """A misspelt view shows Apple's message with the caret, under the text and in it."""
    page.open("#" + urllib.parse.urlencode({"text": "|-[avatar]-|"}))
    page.element("width").clear()
    page.paste("|-[avatar(]-|")
    diagnostics = page.text("diagnostics")
    assert "error:" in diagnostics and "^" in diagnostics, diagnostics
    assert page.marked("error"), "the error is marked in the editor"
    assert "rejected" in page.text("picture-message")


def check_log(page, shots):
    """Paste a real log and see the conflict, why, and the fix checked by solving again."""
    page.open()
    with open(LOG_048, encoding="utf-8") as file:
        page.paste(file.read())
    assert page.text("detected") == "read as console log", page.text("detected")
    assert page.text("picture-title") == "Conflict"
    explanation = page.text("explanation")
    assert "Fix: Lower line 7, UIButton:0x103d21b60.width == 24, to priority 999" in explanation, explanation
    assert "checked by solving again" in explanation
    rows = page.driver.find_elements(By.CSS_SELECTOR, "#explanation table tr.conflict")
    assert len(rows) == 5, len(rows)
    assert "broken by UIKit" in rows[0].text
    rows[0].send_keys(Keys.NULL)
    page.driver.execute_script("arguments[0].focus()", rows[0])
    page.wait_until(lambda: any("UIButton:0x103d21b60.width == 24" in text for text in page.marked("hover")))
    assert "<svg" in page.element("picture").get_attribute("innerHTML")
    page.screenshot(shots, "playground-log.png", height=1500, focus=rows[0])


def check_conversion(page, shots):
    """Switch the conversion with the mouse and the keyboard; the link keeps the choice; copy."""
    page.open("#" + urllib.parse.urlencode({"text": "H:|-[a]-[b(==a)]-|\nV:|-[a(44)]-(>=8)-|\nV:|-[b(==a)]", "height": "120"}))
    before = page.ready_round()
    page.element("to-masonry").click()
    page.wait_ready(after=before)
    assert "[a mas_makeConstraints:^(MASConstraintMaker *make) {" in page.text("conversion"), page.text("conversion")
    assert "to=masonry" in page.driver.current_url
    before = page.ready_round()
    page.element("to-masonry").send_keys(Keys.ARROW_RIGHT)
    page.wait_ready(after=before)
    assert page.driver.switch_to.active_element.get_attribute("id") == "to-canonical"
    assert page.text("conversion").startswith("a.leading == superview.leading + 20"), page.text("conversion")
    before = page.ready_round()
    page.element("to-snapkit").click()
    page.wait_ready(after=before)
    assert "make.leading.equalToSuperview().inset(20) // standard spacing" in page.text("conversion")
    page.element("copy").click()
    page.wait_until(lambda: page.text("copy-status") == "Copied")
    page.screenshot(shots, "playground-conversion.png", height=1000)


def check_shared_link(page, shots):
    """A shared link restores the text, the notation, the controls and the conversion."""
    state = {"text": "box.centerX == superview.centerX\nbox.width == superview.width * 0.5 @750",
             "notation": "canonical", "to": "anchors", "width": "320", "height": "100", "metrics": "pad=12"}
    page.open("#" + urllib.parse.urlencode(state))
    assert page.element("editor").get_attribute("value") == state["text"]
    assert page.element("notation").get_attribute("value") == "canonical"
    assert page.element("width").get_attribute("value") == "320"
    assert page.element("metrics").get_attribute("value") == "pad=12"
    assert page.element("to-anchors").get_attribute("aria-selected") == "true"
    conversion = page.text("conversion")
    assert "box.centerXAnchor.constraint(equalTo: superview.centerXAnchor)" in conversion, conversion
    assert "canonical text names no container" in page.text("picture-message")


def check_dark_mode(page, shots):
    """In dark mode the page is dark and its text light; the picture stays on its white sheet."""
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        page.open()
        background = page.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        color = page.driver.execute_script("return getComputedStyle(document.getElementById('editor')).color")
        assert background == "rgb(20, 23, 28)", background
        assert color == "rgb(230, 233, 238)", color
        page.screenshot(shots, "playground-dark.png")
    finally:
        page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


CHECKS = [check_vfl_screen, check_rejection, check_log, check_conversion, check_shared_link, check_dark_mode]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tool", nargs="?", default=os.path.join(ROOT, ".build", "debug", "vfl-tool"))
    parser.add_argument("--screenshots", metavar="DIR")
    arguments = parser.parse_args()
    page = Playground(arguments.tool)
    passed = failed = 0
    try:
        for check in CHECKS:
            started = time.monotonic()
            try:
                check(page, arguments.screenshots)
                passed += 1
                print(f"ok   {check.__name__} ({time.monotonic() - started:.1f} s): {check.__doc__.splitlines()[0]}")
            except Exception:
                failed += 1
                print(f"FAIL {check.__name__}: {check.__doc__.splitlines()[0]}")
                traceback.print_exc()
    finally:
        page.close()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
