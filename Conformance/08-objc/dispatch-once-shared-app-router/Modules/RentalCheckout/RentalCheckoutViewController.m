//
//  RentalCheckoutViewController.m
//  Spokes
//

#import "RentalCheckoutViewController.h"

@interface RentalCheckoutViewController ()

@property (nonatomic, strong) UILabel *priceLabel;

@end

@implementation RentalCheckoutViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Checkout";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancelTapped:)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Confirm" style:UIBarButtonItemStyleDone target:self action:@selector(confirmTapped:)];

    self.priceLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 140, 300, 32)];
    [self.view addSubview:self.priceLabel];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - RentalCheckoutViewInput

- (void)showPrice:(NSString *)price {
    self.priceLabel.text = price;
}

- (void)showError:(NSString *)message {
    self.priceLabel.textColor = [UIColor systemRedColor];
    self.priceLabel.text = message;
}

#pragma mark - Actions

- (void)confirmTapped:(id)sender {
    [self.output didTapConfirm];
}

- (void)cancelTapped:(id)sender {
    [self.output didTapCancel];
}

@end
