//
//  SignInViewController.m
//  Mise
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
    self.title = @"Sign in";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel
                                                                                          target:self
                                                                                          action:@selector(cancelTapped)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone
                                                                                           target:self
                                                                                           action:@selector(doneTapped)];
    self.emailField = [[UITextField alloc] initWithFrame:CGRectMake(20, 120, 320, 44)];
    self.emailField.placeholder = @"Email";
    self.passwordField = [[UITextField alloc] initWithFrame:CGRectMake(20, 176, 320, 44)];
    self.passwordField.placeholder = @"Password";
    self.errorLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 232, 320, 44)];
    self.errorLabel.textColor = [UIColor systemOrangeColor];
    [self.view addSubview:self.emailField];
    [self.view addSubview:self.passwordField];
    [self.view addSubview:self.errorLabel];
}

- (void)cancelTapped {
    [self.output didTapCancel];
}

- (void)doneTapped {
    [self.output didTapSignInWithEmail:self.emailField.text ?: @"" password:self.passwordField.text ?: @""];
}

#pragma mark - SignInViewInput

- (void)showError:(NSString *)message {
    self.errorLabel.text = message;
}

@end
