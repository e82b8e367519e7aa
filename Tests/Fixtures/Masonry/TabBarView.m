//  TabBarView.m — tabs spread evenly, with a badge (written for AutoLayoutText's tests).

#import "TabBarView.h"
#import <Masonry/Masonry.h>

@interface TabBarView ()
@property (nonatomic, strong) UIButton *homeTab;
@property (nonatomic, strong) UIButton *searchTab;
@property (nonatomic, strong) UIButton *profileTab;
@property (nonatomic, strong) UIView *indicator;
@property (nonatomic, strong) NSArray<UIButton *> *tabs;
@end

@implementation TabBarView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.tabs = @[self.homeTab, self.searchTab, self.profileTab];
        [self.tabs enumerateObjectsUsingBlock:^(UIButton *tab, NSUInteger index, BOOL *stop) {
            [self addSubview:tab];
        }];
        [self addSubview:self.indicator];
        [self.tabs mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:16 tailSpacing:16];
        [self.tabs mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.bottom.equalTo(self);
        }];
        [self.indicator mas_makeConstraints:^(MASConstraintMaker *make) {
            make.bottom.equalTo(self);
            make.height.mas_equalTo(2);
            make.centerX.equalTo(self.homeTab);
            make.width.equalTo(self.homeTab).sizeOffset(CGSizeMake(-20, 0));
        }];
    }
    return self;
}

- (void)selectTab:(UIButton *)tab {
    [self.indicator mas_remakeConstraints:^(MASConstraintMaker *make) {
        make.bottom.equalTo(self);
        make.height.mas_equalTo(2);
        make.centerX.equalTo(tab);
        make.width.equalTo(tab).sizeOffset(CGSizeMake(-20, 0));
    }];
}

@end
