//
//  AddExpenseViewController.m
//  Tally
//

#import "AddExpenseViewController.h"

@interface AddExpenseViewController ()

@property (nonatomic, strong) UITextField *titleField;
@property (nonatomic, strong) UITextField *paidByField;
@property (nonatomic, strong) UITextField *amountField;

@end

@implementation AddExpenseViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel
                                                                                          target:self
                                                                                          action:@selector(cancelTapped:)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave
                                                                                           target:self
                                                                                           action:@selector(saveTapped:)];

    self.titleField = [[UITextField alloc] init];
    self.titleField.placeholder = @"What was it for?";
    self.paidByField = [[UITextField alloc] init];
    self.paidByField.placeholder = @"Who paid?";
    self.amountField = [[UITextField alloc] init];
    self.amountField.placeholder = @"Amount";

    UIStackView *form = [[UIStackView alloc] initWithArrangedSubviews:@[self.titleField, self.paidByField, self.amountField]];
    form.axis = UILayoutConstraintAxisVertical;
    form.spacing = 16.0;
    form.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:form];
    [NSLayoutConstraint activateConstraints:@[
        [form.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:24.0],
        [form.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.0],
        [form.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20.0]
    ]];

    [self.output didTriggerViewReadyEvent];
}

- (void)cancelTapped:(UIBarButtonItem *)sender {
    [self.output didTapCancel];
}

- (void)saveTapped:(UIBarButtonItem *)sender {
    [self.output didTapSaveWithTitle:self.titleField.text ?: @""
                              paidBy:self.paidByField.text ?: @""
                          amountText:self.amountField.text ?: @""];
}

#pragma mark - AddExpenseViewInput

- (void)setupWithTripName:(NSString *)tripName {
    self.title = [NSString stringWithFormat:@"New expense · %@", tripName];
}

- (void)showAmountError {
    self.amountField.text = @"";
    self.amountField.placeholder = @"Enter an amount, e.g. 12.50";
}

@end
