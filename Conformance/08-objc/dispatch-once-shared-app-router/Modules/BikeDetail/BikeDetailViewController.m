//
//  BikeDetailViewController.m
//  Spokes
//

#import "BikeDetailViewController.h"

@interface BikeDetailViewController ()

@property (nonatomic, strong) UILabel *identifierLabel;

@end

@implementation BikeDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.identifierLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 300, 32)];
    self.identifierLabel.font = [UIFont boldSystemFontOfSize:24];
    [self.view addSubview:self.identifierLabel];

    UIButton *rentButton = [UIButton buttonWithType:UIButtonTypeSystem];
    rentButton.frame = CGRectMake(20, 180, 200, 44);
    [rentButton setTitle:@"Rent this bike" forState:UIControlStateNormal];
    [rentButton addTarget:self action:@selector(rentTapped:) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:rentButton];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - BikeDetailViewInput

- (void)showBikeIdentifier:(NSString *)bikeIdentifier {
    self.title = bikeIdentifier;
    self.identifierLabel.text = bikeIdentifier;
}

#pragma mark - Actions

- (void)rentTapped:(UIButton *)sender {
    [self.output didTapRent];
}

@end
