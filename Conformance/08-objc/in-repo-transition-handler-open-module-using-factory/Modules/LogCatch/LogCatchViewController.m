//
//  LogCatchViewController.m
//  Reelmark
//

#import "LogCatchViewController.h"

@interface LogCatchViewController ()

@property (nonatomic, strong) UITextField *speciesField;
@property (nonatomic, strong) UITextField *weightField;

@end

@implementation LogCatchViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.speciesField = [[UITextField alloc] initWithFrame:CGRectMake(20, 120, 335, 44)];
    self.speciesField.placeholder = @"Species";
    self.weightField = [[UITextField alloc] initWithFrame:CGRectMake(20, 172, 335, 44)];
    self.weightField.placeholder = @"Weight (lb)";
    self.weightField.keyboardType = UIKeyboardTypeDecimalPad;
    [self.view addSubview:self.speciesField];
    [self.view addSubview:self.weightField];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancelTapped:)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(saveTapped:)];
    [self.output didTriggerViewReadyEvent];
}

- (void)cancelTapped:(UIBarButtonItem *)sender {
    [self.output didTapCancel];
}

- (void)saveTapped:(UIBarButtonItem *)sender {
    [self.output didTapSaveWithSpecies:self.speciesField.text ?: @"" weight:self.weightField.text ?: @""];
}

#pragma mark - LogCatchViewInput

- (void)showWaterName:(NSString *)name {
    self.title = [NSString stringWithFormat:@"Catch at %@", name];
}

@end
