//
//  HotelStayViewController.m
//  Waypoint
//

#import "HotelStayViewController.h"

@interface HotelStayViewController ()

@property (nonatomic, strong) UILabel *detailLabel;

@end

@implementation HotelStayViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Hotel Stay";
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.detailLabel = [[UILabel alloc] init];
    self.detailLabel.numberOfLines = 0;
    self.detailLabel.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.detailLabel];
    [NSLayoutConstraint activateConstraints:@[
        [self.detailLabel.centerYAnchor constraintEqualToAnchor:self.view.centerYAnchor],
        [self.detailLabel.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.0],
        [self.detailLabel.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20.0]
    ]];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - HotelStayViewInput

- (void)showDetailText:(NSString *)detailText {
    self.detailLabel.text = detailText;
}

@end
