//
//  SplashViewController.m
//  Nimbus
//

#import "SplashViewController.h"

@interface SplashViewController ()

@property (nonatomic, strong) UIImageView *logoView;
@property (nonatomic, strong) UIActivityIndicatorView *spinner;

@end

@implementation SplashViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBlueColor];
    self.logoView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"nimbus-logo"]];
    self.logoView.frame = CGRectMake(110, 260, 160, 160);
    [self.view addSubview:self.logoView];
    self.spinner = [[UIActivityIndicatorView alloc] initWithFrame:CGRectMake(175, 460, 30, 30)];
    [self.view addSubview:self.spinner];
    [self.output didTriggerViewReadyEvent];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.output didTriggerViewWillDisappearEvent];
}

#pragma mark - SplashViewInput

- (void)showLoading {
    [self.spinner startAnimating];
}

@end
