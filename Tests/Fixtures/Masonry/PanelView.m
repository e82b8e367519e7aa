//  PanelView.m — an AppKit panel that collapses (written for AutoLayoutText's tests).

#import <Cocoa/Cocoa.h>
#import <Masonry/Masonry.h>

@interface PanelView : NSView
@property (nonatomic, strong) NSView *header;
@property (nonatomic, strong) NSView *body;
@property (nonatomic, assign) BOOL collapsed;
@end

@implementation PanelView

- (void)awakeFromNib {
    [super awakeFromNib];
    [self addSubview:self.header];
    [self addSubview:self.body];
    [self.header mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.right.equalTo(self);
        make.height.mas_equalTo(28).priorityMedium();
    }];
    [self updateBody];
}

- (void)updateBody {
    [self.body mas_remakeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.header.mas_bottom);
        make.left.right.equalTo(self);
        if (self.collapsed) {
            make.height.mas_equalTo(0);
        } else {
            make.bottom.equalTo(self).offset(-8);
        }
    }];
}

@end
