import Constraints
import Reports
import Testing

/// `check`'s report in the formats CI systems read: JSON, SARIF 2.1.0 and
/// GitHub's workflow commands; columns in code points where they count them.
@Suite("Check report")
struct CheckReportTests {
    /// Two files: a misspelt view with a suggestion on a line after one with
    /// `é` (two bytes, one code point) and a warning on it; a note with no place in an absolute path.
    static let report: CheckReport = {
        let login = "App/Edit History/Login.swift", text = "let é = 1\nlet views = x(\"[pasword]\")\n"
        let misspelt = SourceRange(file: login, start: SourceLocation(line: 2, column: 17), end: SourceLocation(line: 2, column: 24))
        let equals = SourceRange(file: login, start: SourceLocation(line: 1, column: 8), end: SourceLocation(line: 1, column: 8))
        return CheckReport(files: [
            CheckReport.File(name: login, text: text, diagnostics: [
                Diagnostic(.warning, "swift.skipped.loop", "a loop, 100%: skipped", at: equals),
                Diagnostic(
                    .error, "vfl.unknownView", "pasword is not a key in the views dictionary.", at: misspelt,
                    expected: "a key of the views dictionary", fixIts: [FixIt(replacing: misspelt, with: "password")]),
            ]),
            CheckReport.File(name: "/work/Card.m", text: "", diagnostics: [
                Diagnostic(.note, "masonry.read-branch", "read as if it runs", notes: ["first note"]),
            ]),
            CheckReport.File(name: "App/Clean.swift", text: "", diagnostics: []),
        ])
    }()

    @Test("check is written as text, JSON, SARIF and GitHub annotations; text is the default")
    func formats() {
        #expect(ReportSubject.check.formats == [.text, .json, .sarif, .github])
        #expect(ReportFormat.named(byExtensionOf: "out/results.sarif", among: ReportSubject.check.formats) == .sarif)
        #expect(ReportFormat.sarif.reporter() is SARIFReporter && ReportFormat.github.reporter() is GitHubReporter)
        #expect(throws: ReportError.unsupported(.sarif, .explanation)) { try SARIFReporter().explanation(ExplainReport([])) }
    }

    @Test("GitHub: a workflow command per diagnostic, code-point columns, the id as title, % , : and line breaks escaped")
    func github() {
        #expect(GitHubReporter().check(Self.report) == """
            ::warning file=App/Edit History/Login.swift,line=1,col=7,title=swift.skipped.loop::a loop, 100%25: skipped
            ::error file=App/Edit History/Login.swift,line=2,col=17,endLine=2,endColumn=24,title=vfl.unknownView::pasword is not a key in the views dictionary. Did you mean password?
            ::notice file=/work/Card.m,title=masonry.read-branch::read as if it runs

            """)
    }

    @Test("JSON: every diagnostic in one shape with its id, range, expected, notes and fix-its; counts; the schema version")
    func json() throws {
        let text = JSONReporter().check(Self.report)
        #expect(text == """
            {
              "diagnostics" : [
                {
                  "column" : 8,
                  "endColumn" : 8,
                  "endLine" : 1,
                  "expected" : null,
                  "file" : "App/Edit History/Login.swift",
                  "fixIts" : [

                  ],
                  "id" : "swift.skipped.loop",
                  "line" : 1,
                  "message" : "a loop, 100%: skipped",
                  "notes" : [

                  ],
                  "severity" : "warning"
                },
                {
                  "column" : 17,
                  "endColumn" : 24,
                  "endLine" : 2,
                  "expected" : "a key of the views dictionary",
                  "file" : "App/Edit History/Login.swift",
                  "fixIts" : [
                    {
                      "column" : 17,
                      "endColumn" : 24,
                      "endLine" : 2,
                      "line" : 2,
                      "replacement" : "password"
                    }
                  ],
                  "id" : "vfl.unknownView",
                  "line" : 2,
                  "message" : "pasword is not a key in the views dictionary.",
                  "notes" : [

                  ],
                  "severity" : "error"
                },
                {
                  "column" : null,
                  "endColumn" : null,
                  "endLine" : null,
                  "expected" : null,
                  "file" : null,
                  "fixIts" : [

                  ],
                  "id" : "masonry.read-branch",
                  "line" : null,
                  "message" : "read as if it runs",
                  "notes" : [
                    "first note"
                  ],
                  "severity" : "note"
                }
              ],
              "errors" : 1,
              "files" : 3,
              "notes" : 1,
              "schemaVersion" : "1.1",
              "warnings" : 1
            }

            """)
    }

    @Test("SARIF 2.1.0: one run of vfl-tool, a rule per id, results with levels, sentences, code-point regions and URIs")
    func sarif() throws {
        #expect(SARIFReporter().check(Self.report) == """
            {
              "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
              "runs" : [
                {
                  "columnKind" : "unicodeCodePoints",
                  "results" : [
                    {
                      "level" : "warning",
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "App/Edit%20History/Login.swift",
                              "uriBaseId" : "%SRCROOT%"
                            },
                            "region" : {
                              "startColumn" : 7,
                              "startLine" : 1
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "a loop, 100%: skipped"
                      },
                      "ruleId" : "swift.skipped.loop",
                      "ruleIndex" : 1
                    },
                    {
                      "level" : "error",
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "App/Edit%20History/Login.swift",
                              "uriBaseId" : "%SRCROOT%"
                            },
                            "region" : {
                              "endColumn" : 24,
                              "endLine" : 2,
                              "startColumn" : 17,
                              "startLine" : 2
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "pasword is not a key in the views dictionary. Did you mean password?"
                      },
                      "ruleId" : "vfl.unknownView",
                      "ruleIndex" : 2
                    },
                    {
                      "level" : "note",
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "file:///work/Card.m"
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "read as if it runs"
                      },
                      "ruleId" : "masonry.read-branch",
                      "ruleIndex" : 0
                    }
                  ],
                  "tool" : {
                    "driver" : {
                      "name" : "vfl-tool",
                      "rules" : [
                        {
                          "id" : "masonry.read-branch"
                        },
                        {
                          "id" : "swift.skipped.loop"
                        },
                        {
                          "id" : "vfl.unknownView"
                        }
                      ]
                    }
                  }
                }
              ],
              "version" : "2.1.0"
            }

            """)
    }
}
