//
//  RecordDetailViewController.m
//  Groove
//

#import "RecordDetailViewController.h"

@interface RecordDetailViewController ()

@property (nonatomic, strong) UILabel *artistLabel;
@property (nonatomic, strong) UILabel *priceLabel;

@end

@implementation RecordDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.artistLabel = [[UILabel alloc] init];
    self.artistLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];
    self.priceLabel = [[UILabel alloc] init];
    self.priceLabel.textColor = [UIColor secondaryLabelColor];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.artistLabel, self.priceLabel]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 8.0;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:24.0],
        [stack.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.0]
    ]];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - RecordDetailViewInput

- (void)showTitle:(NSString *)title artist:(NSString *)artist priceText:(NSString *)priceText {
    self.title = title;
    self.artistLabel.text = artist;
    self.priceLabel.text = priceText;
}

@end
