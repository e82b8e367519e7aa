import Constraints
import MasonrySource
import SourceModel
import SwiftSource
import Testing

/// GNU statement expressions, `_tableView = ({ UITableView *tableView = …; …; tableView; })`,
/// a common idiom of Objective-C: their statements are read where they are
/// written, and the local they return is named as what they are assigned to.
@Suite("Masonry: statement expressions")
struct MasonryStatementExpressionTests {
    /// The constraints `body` makes in `View.m`'s `build`, read without a diagnostic.
    static func texts(_ body: String) -> [String] {
        let reading = readMasonry(body)
        #expect(reading.messages == [], "\(reading.messages)")
        return reading.texts
    }

    @Test("_tableView = ({ … tableView; }): the block inside is read, on the view the file names tableView")
    func assignedToInstanceVariable() {
        let reading = MasonryReader().read("""
            #import "Masonry.h"

            @implementation VC
            - (void)viewDidLoad {
                [super viewDidLoad];
                _tableView = ({
                    UITableView *tableView = [[UITableView alloc] init];
                    [self.view addSubview:tableView];
                    [tableView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.view);
                    }];
                    tableView;
                });
            }
            @end
            """, file: "VC.m")
        #expect(reading.texts == [
            "tableView.left == view.left", "tableView.right == view.right", "tableView.top == view.top", "tableView.bottom == view.bottom",
        ])
        #expect(reading.messages == [])
    }

    @Test("self.button = ({ … button; }): the button is self.button's, also after it; a string and comments with }) inside")
    func assignedToProperty() {
        #expect(Self.texts("""
                self.button = ({
                    UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                    [button setTitle:@"ok })" forState:UIControlStateNormal]; // a comment with })
                    /* and ({ here */
                    [self addSubview:button];
                    [button mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.centerX.equalTo(self);
                        make.width.mas_equalTo(120);
                    }];
                    button;
                });
                [self addSubview:_caption];
                [_caption mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.button.mas_bottom).offset(8);
                }];
            """) == ["button.centerX == self.centerX", "button.width == 120", "caption.top == button.bottom + 8"])
    }

    @Test("a local the last statement does not return keeps its own name")
    func lastStatementNotTheLocal() {
        #expect(Self.texts("""
                _cell = ({
                    UIView *box = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:box];
                    [box mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self).insets(UIEdgeInsetsMake(1, 2, 3, 4)); }];
                    [[Cell alloc] initWithContent:box];
                });
            """) == ["box.left == self.left + 2", "box.right == self.right - 4", "box.top == self.top + 1", "box.bottom == self.bottom - 3"])
    }

    @Test("nested statement expressions: each returned local is named as what it is assigned to")
    func nested() {
        #expect(Self.texts("""
                _header = ({
                    UIView *view = [UIView new];
                    [self addSubview:view];
                    _titleLabel = ({
                        UILabel *label = [UILabel new];
                        [view addSubview:label];
                        [label mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.left.top.equalTo(view).offset(12);
                        }];
                        label;
                    });
                    [view mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.right.equalTo(self);
                        make.bottom.equalTo(self.titleLabel).offset(12);
                    }];
                    view;
                });
            """) == [
            "titleLabel.left == header.left + 12", "titleLabel.top == header.top + 12",
            "header.top == self.top", "header.left == self.left", "header.right == self.right", "header.bottom == titleLabel.bottom + 12",
        ])
    }

    @Test("returned, declared, given as an argument or as the receiver, or alone")
    func everywhere() {
        let reading = MasonryReader().read("""
            @implementation Card
            - (UIView *)makeBadge {
                return ({
                    UIView *badge = [UIView new];
                    [badge mas_makeConstraints:^(MASConstraintMaker *make) { make.size.mas_equalTo(CGSizeMake(8, 8)); }];
                    badge;
                });
            }
            - (void)build {
                [self addSubview:({ UIView *view = [UIView new]; [view mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(self); }]; view; })];
                ({
                    [self.avatar mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(40); }];
                });
                UIView *footer = ({ UIView *view = [UIView new]; [self addSubview:view]; view; });
                [footer mas_makeConstraints:^(MASConstraintMaker *make) { make.bottom.equalTo(self); }];
                [({ UIView *view = [UIView new]; [self addSubview:view]; view; }) mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(self); }];
            }
            @end
            """, file: "Card.m")
        #expect(reading.texts == [
            "badge.width == 8", "badge.height == 8", "view.left == self.left", "avatar.width == 40", "footer.bottom == self.bottom",
            "view.top == self.top",
        ])
        #expect(reading.messages == [])
    }

    @Test("an unclosed statement expression is skipped with the usual diagnostics, at its line and column; what comes before it is read")
    func unclosed() {
        let reading = MasonryReader().read("""
            @implementation Card
            - (void)build {
                _avatar = ({ UIView *view = [UIView new]; [view mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(40); }]; view; });
                [self addSubview:_avatar];
            }
            - (void)noParenthesis {
                _badge = ({
                    UIView *badge = [UIView new];
                    [badge mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(8); }];
                    badge;
                };
            }
            - (void)neverClosed {
                _tableView = ({
                    UITableView *tableView = [UITableView new];
                    [tableView mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self); }];
                    tableView;
            }
            @end
            """, file: "Card.m")
        #expect(reading.texts == ["avatar.width == 40"])
        #expect(reading.messages == [
            "Card.m:7:5: warning: the reader cannot parse this statement, which mentions Masonry; skipped",
            "Card.m:13:21: warning: this body is not closed before the end of the file",
            "Card.m:14:5: warning: the reader cannot parse this statement, which mentions Masonry; skipped",
        ])
    }
}
