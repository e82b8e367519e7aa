//
//  LoginViewController.m
//  A sign-in screen laid out with Masonry (written for AutoLayoutText's tests).
//

#import "LoginViewController.h"
#import <Masonry/Masonry.h>

static const CGFloat kFieldHeight = 44.f;
#define kSidePadding 24

@interface LoginViewController ()
@property (nonatomic, strong) UIImageView *logoView;
@property (nonatomic, strong) UITextField *emailField;
@property (nonatomic, strong) UITextField *passwordField;
@property (nonatomic, strong) UIButton *signInButton;
@property (nonatomic, strong) UILabel *footnoteLabel;
@end

@implementation LoginViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor whiteColor];
    [self.view addSubview:self.logoView];
    [self.view addSubview:self.emailField];
    [self.view addSubview:self.passwordField];
    [self.view addSubview:self.signInButton];
    [self.view addSubview:self.footnoteLabel];
    [self setUpConstraints];
}

- (void)setUpConstraints {
    __weak typeof(self) weakSelf = self;
    [self.logoView mas_makeConstraints:^(MASConstraintMaker *make) {
        if (@available(iOS 11.0, *)) {
            make.top.equalTo(weakSelf.view.mas_safeAreaLayoutGuideTop).offset(32);
        } else {
            make.top.equalTo(weakSelf.mas_topLayoutGuideBottom).offset(32);
        }
        make.centerX.equalTo(weakSelf.view);
        make.size.mas_equalTo(CGSizeMake(72, 72));
    }];
    [self.emailField mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.logoView.mas_bottom).offset(40);
        make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, kSidePadding, 0, kSidePadding));
        make.height.mas_equalTo(kFieldHeight);
    }];
    [self.passwordField mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.emailField.mas_bottom).with.offset(12);
        make.left.right.height.equalTo(self.emailField);
    }];
    [self.signInButton mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.passwordField.mas_bottom).offset(24);
        make.centerX.mas_equalTo(0);
        make.width.equalTo(self.emailField).multipliedBy(0.6).priorityHigh();
        make.width.mas_greaterThanOrEqualTo(160);
        make.height.mas_equalTo(50);
    }];
    [self.footnoteLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.greaterThanOrEqualTo(self.signInButton.mas_bottom).offset(16);
        make.left.right.equalTo(self.emailField);
        make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom).offset(-20).priority(999);
    }];
}

- (UIButton *)signInButton {
    if (!_signInButton) {
        _signInButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [_signInButton setTitle:@"Sign in" forState:UIControlStateNormal];
    }
    return _signInButton;
}

@end
