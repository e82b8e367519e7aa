//  FeedCell.m — a table cell of a feed (written for AutoLayoutText's tests).

#import "FeedCell.h"
#import "Masonry.h"

@implementation FeedCell {
    UIImageView *_avatarView;
    UILabel *_nameLabel;
    UILabel *_timeLabel;
    UILabel *_bodyLabel;
    UIImageView *_photoView;
    MASConstraint *_photoHeight;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
        _avatarView = [[UIImageView alloc] init];
        _nameLabel = [UILabel new];
        _timeLabel = [UILabel new];
        _bodyLabel = [UILabel new];
        _photoView = [UIImageView new];
        for (UIView *view in @[_avatarView, _nameLabel, _timeLabel, _bodyLabel, _photoView]) {
            [self.contentView addSubview:view];
        }
        [self layoutCell];
    }
    return self;
}

- (void)layoutCell {
    CGFloat margin = 12;
    [_avatarView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.equalTo(self.contentView).offset(margin);
        make.width.height.mas_equalTo(40);
    }];
    [_nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(_avatarView.mas_right).offset(10);
        make.top.equalTo(_avatarView);
        make.right.lessThanOrEqualTo(_timeLabel.mas_left).offset(-8);
    }];
    [_timeLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.centerY.equalTo(_nameLabel);
        make.right.equalTo(self.contentView).offset(-margin);
    }];
    [_bodyLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(_nameLabel.mas_bottom).offset(6);
        make.left.equalTo(_nameLabel);
        make.right.equalTo(self.contentView).offset(-margin);
    }];
    [_photoView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(_bodyLabel.mas_bottom).offset(8);
        make.left.right.equalTo(_bodyLabel);
        _photoHeight = make.height.equalTo(_photoView.mas_width).multipliedBy(9.0 / 16.0);
        make.bottom.equalTo(self.contentView).offset(-margin).priorityMedium();
    }];
}

- (void)hidePhoto {
    [_photoHeight uninstall];
    [_photoView mas_updateConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(_bodyLabel.mas_bottom).offset(0);
    }];
}

@end
