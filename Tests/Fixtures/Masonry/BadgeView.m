//  BadgeView.m — a shorthand build, with keys (written for AutoLayoutText's tests).

#define MAS_SHORTHAND
#define MAS_SHORTHAND_GLOBALS
#import "Masonry.h"
#import "BadgeView.h"

#define kBadgeSize CGSizeMake(18, 18)
#define kGap (4 * 2)

@implementation BadgeView

- (void)buildWithTitle:(UILabel *)title icon:(UIImageView *)icon badge:(UILabel *)badge {
    [self addSubview:icon];
    [self addSubview:title];
    [self addSubview:badge];
#if DEBUG
    MASAttachKeys(icon, title, badge);
#endif
    [icon makeConstraints:^(MASConstraintMaker *make) {
        make.left.top.equalTo(self).offset(kGap);
        make.size.equalTo(CGSizeMake(24, 24));
    }];
    [title makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(icon.right).offset(kGap);
        make.centerY.equalTo(icon).key(@"titleCenter");
        make.right.lessThanOrEqualTo(badge.left).offset(-kGap);
    }];
    [badge makeConstraints:^(MASConstraintMaker *make) {
        make.size.equalTo(kBadgeSize);
        make.center.equalTo(self).centerOffset(CGPointMake(40, -10)).key(@"badgeCenter");
        make.right.lessThanOrEqualTo(self).offset(-kGap).priorityLow();
    }];
}

@end
