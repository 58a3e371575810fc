//
//  SignInViewController.m
//  Ledgerly
//

#import "SignInViewController.h"

@interface SignInViewController ()

@property (nonatomic, strong) UITextField *emailField;
@property (nonatomic, strong) UITextField *passwordField;
@property (nonatomic, strong) UILabel *errorLabel;

@end

@implementation SignInViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    self.emailField = [[UITextField alloc] initWithFrame:CGRectMake(20, 160, 300, 40)];
    self.emailField.placeholder = @"Email";
    self.emailField.keyboardType = UIKeyboardTypeEmailAddress;
    [self.view addSubview:self.emailField];

    self.passwordField = [[UITextField alloc] initWithFrame:CGRectMake(20, 210, 300, 40)];
    self.passwordField.placeholder = @"Password";
    self.passwordField.secureTextEntry = YES;
    [self.view addSubview:self.passwordField];

    self.errorLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 260, 300, 24)];
    self.errorLabel.textColor = [UIColor systemRedColor];
    [self.view addSubview:self.errorLabel];

    UIButton *signInButton = [UIButton buttonWithType:UIButtonTypeSystem];
    signInButton.frame = CGRectMake(20, 300, 200, 44);
    [signInButton setTitle:@"Sign In" forState:UIControlStateNormal];
    [signInButton addTarget:self action:@selector(signInTapped:) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:signInButton];
}

#pragma mark - SignInViewInput

- (void)showError:(NSString *)message {
    self.errorLabel.text = message;
}

#pragma mark - Actions

- (void)signInTapped:(UIButton *)sender {
    [self.output didTapSignInWithEmail:self.emailField.text ?: @"" password:self.passwordField.text ?: @""];
}

@end
