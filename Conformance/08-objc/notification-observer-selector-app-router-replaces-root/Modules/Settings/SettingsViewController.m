//
//  SettingsViewController.m
//  Ledgerly
//

#import "SettingsViewController.h"

@interface SettingsViewController ()

@property (nonatomic, strong) UILabel *emailLabel;
@property (nonatomic, strong) UIButton *signOutButton;

@end

@implementation SettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Settings";
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.emailLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 300, 24)];
    [self.view addSubview:self.emailLabel];

    self.signOutButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.signOutButton.frame = CGRectMake(20, 170, 200, 44);
    [self.signOutButton setTitle:@"Sign Out" forState:UIControlStateNormal];
    [self.signOutButton addTarget:self action:@selector(signOutTapped:) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:self.signOutButton];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - SettingsViewInput

- (void)showSignedInEmail:(NSString *)email {
    self.emailLabel.text = email;
}

#pragma mark - Actions

- (void)signOutTapped:(UIButton *)sender {
    [self.output didTapSignOut];
}

@end
