//
//  CropDetailViewController.m
//  Sprout
//

#import "CropDetailViewController.h"

@interface CropDetailViewController ()

@property (nonatomic, strong) UILabel *summaryLabel;
@property (nonatomic, strong) UILabel *tipsLabel;

@end

@implementation CropDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.summaryLabel = [[UILabel alloc] init];
    self.summaryLabel.numberOfLines = 0;
    self.tipsLabel = [[UILabel alloc] init];
    self.tipsLabel.numberOfLines = 0;
    self.tipsLabel.textColor = [UIColor secondaryLabelColor];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.summaryLabel, self.tipsLabel]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 12.0;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:20.0],
        [stack.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.0],
        [stack.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20.0]
    ]];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - CropDetailViewInput

- (void)showName:(NSString *)name bed:(NSString *)bed weightText:(NSString *)weightText {
    self.title = name;
    self.summaryLabel.text = [NSString stringWithFormat:@"%@ — %@", bed, weightText];
}

- (void)showTips:(NSArray<NSString *> *)tips {
    self.tipsLabel.text = [tips componentsJoinedByString:@"\n"];
}

@end
