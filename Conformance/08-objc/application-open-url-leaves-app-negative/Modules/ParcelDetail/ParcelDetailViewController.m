//
//  ParcelDetailViewController.m
//  Parcelly
//

#import "ParcelDetailViewController.h"

@interface ParcelDetailViewController ()

@property (nonatomic, strong) UILabel *statusLabel;
@property (nonatomic, strong) UIButton *alertsButton;

@end

@implementation ParcelDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.statusLabel = [[UILabel alloc] init];
    self.statusLabel.numberOfLines = 0;

    UIButton *trackButton = [self buttonWithTitle:@"Track on courier website" action:@selector(trackTapped:)];
    UIButton *callButton = [self buttonWithTitle:@"Call courier" action:@selector(callTapped:)];
    self.alertsButton = [self buttonWithTitle:@"Turn on delivery alerts" action:@selector(alertsTapped:)];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.statusLabel, trackButton, callButton, self.alertsButton]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.alignment = UIStackViewAlignmentLeading;
    stack.spacing = 16.0;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:24.0],
        [stack.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.0],
        [stack.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20.0]
    ]];

    [self.output didTriggerViewReadyEvent];
}

- (UIButton *)buttonWithTitle:(NSString *)title action:(SEL)action {
    UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
    [button setTitle:title forState:UIControlStateNormal];
    [button addTarget:self action:action forControlEvents:UIControlEventTouchUpInside];
    return button;
}

- (void)trackTapped:(UIButton *)sender {
    [self.output didTapTrackOnWebsite];
}

- (void)callTapped:(UIButton *)sender {
    [self.output didTapCallCourier];
}

- (void)alertsTapped:(UIButton *)sender {
    [self.output didTapTurnOnDeliveryAlerts];
}

#pragma mark - ParcelDetailViewInput

- (void)showTrackingNumber:(NSString *)trackingNumber status:(NSString *)status {
    self.title = trackingNumber;
    self.statusLabel.text = status;
}

- (void)showDeliveryAlertsEnabled:(BOOL)enabled {
    self.alertsButton.hidden = enabled;
}

@end
