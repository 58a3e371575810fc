//
//  PickupCodeViewController.m
//  Doorstep
//

#import "PickupCodeViewController.h"

@interface PickupCodeViewController ()

@property (nonatomic, strong) UILabel *codeLabel;
@property (nonatomic, strong) UILabel *addressLabel;

@end

@implementation PickupCodeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.codeLabel = [[UILabel alloc] init];
    self.codeLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle1];
    self.addressLabel = [[UILabel alloc] init];
    self.addressLabel.numberOfLines = 0;
    self.addressLabel.textColor = [UIColor secondaryLabelColor];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.codeLabel, self.addressLabel]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 8.0;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:32.0],
        [stack.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:24.0],
        [stack.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-24.0]
    ]];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PickupCodeViewInput

- (void)showLockerCode:(NSString *)lockerCode address:(NSString *)address {
    self.codeLabel.text = lockerCode;
    self.addressLabel.text = address;
}

@end
