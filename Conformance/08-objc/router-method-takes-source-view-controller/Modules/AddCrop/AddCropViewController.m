//
//  AddCropViewController.m
//  Sprout
//

#import "AddCropViewController.h"

@interface AddCropViewController ()

@property (nonatomic, strong) UITextField *nameField;
@property (nonatomic, strong) UITextField *bedField;

@end

@implementation AddCropViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"New Harvest";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel
                                                                                          target:self
                                                                                          action:@selector(cancelTapped:)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave
                                                                                           target:self
                                                                                           action:@selector(saveTapped:)];

    self.nameField = [[UITextField alloc] init];
    self.nameField.placeholder = @"Crop";
    self.bedField = [[UITextField alloc] init];
    self.bedField.placeholder = @"Bed";

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.nameField, self.bedField]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 16.0;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:24.0],
        [stack.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.0],
        [stack.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20.0]
    ]];
}

- (void)cancelTapped:(UIBarButtonItem *)sender {
    [self.output didTapCancel];
}

- (void)saveTapped:(UIBarButtonItem *)sender {
    [self.output didTapSaveWithName:self.nameField.text ?: @"" bed:self.bedField.text ?: @""];
}

#pragma mark - AddCropViewInput

- (void)showValidationMessage:(NSString *)message {
    self.nameField.placeholder = message;
}

@end
