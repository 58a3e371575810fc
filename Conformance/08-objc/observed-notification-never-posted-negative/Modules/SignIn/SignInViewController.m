//
//  SignInViewController.m
//  Folio
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
    self.title = @"Sign In";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancelTapped:)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Sign In" style:UIBarButtonItemStyleDone target:self action:@selector(signInTapped:)];

    self.emailField = [[UITextField alloc] initWithFrame:CGRectMake(20, 140, 300, 40)];
    self.emailField.placeholder = @"Email";
    self.emailField.keyboardType = UIKeyboardTypeEmailAddress;
    [self.view addSubview:self.emailField];

    self.passwordField = [[UITextField alloc] initWithFrame:CGRectMake(20, 190, 300, 40)];
    self.passwordField.placeholder = @"Password";
    self.passwordField.secureTextEntry = YES;
    [self.view addSubview:self.passwordField];

    self.errorLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 240, 300, 24)];
    self.errorLabel.textColor = [UIColor systemRedColor];
    [self.view addSubview:self.errorLabel];
}

#pragma mark - SignInViewInput

- (void)showError:(NSString *)message {
    self.errorLabel.text = message;
}

#pragma mark - Actions

- (void)signInTapped:(id)sender {
    [self.output didTapSignInWithEmail:self.emailField.text ?: @"" password:self.passwordField.text ?: @""];
}

- (void)cancelTapped:(id)sender {
    [self.output didTapCancel];
}

@end
