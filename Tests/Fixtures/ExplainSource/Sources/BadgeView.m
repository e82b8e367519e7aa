#import "BadgeView.h"
#import <Masonry/Masonry.h>

@interface BadgeView ()
@property (nonatomic, strong) UILabel *countLabel;
@property (nonatomic, strong) UIImageView *iconView;
@end

@implementation BadgeView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _countLabel = [UILabel new];
        _iconView = [UIImageView new];
        [self addSubview:_iconView];
        [self addSubview:_countLabel];
        [_iconView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.top.equalTo(self).offset(4);
            make.size.mas_equalTo(CGSizeMake(24, 24));
        }];
        [_countLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(_iconView.mas_right).offset(6);
            make.right.equalTo(self).offset(-4);
            make.centerY.equalTo(_iconView);
        }];
    }
    return self;
}

@end
