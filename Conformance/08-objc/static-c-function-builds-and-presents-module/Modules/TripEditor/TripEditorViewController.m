//
//  TripEditorViewController.m
//  Wayfarer
//

#import "TripEditorViewController.h"

@interface TripEditorViewController ()
@property (nonatomic, strong) UITextField *destinationField;
@end

@implementation TripEditorViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = [self.output screenTitle];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel
                                                                                          target:self
                                                                                          action:@selector(cancelTapped)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone
                                                                                           target:self
                                                                                           action:@selector(saveTapped)];
    self.destinationField = [[UITextField alloc] initWithFrame:CGRectMake(20, 110, 320, 44)];
    self.destinationField.placeholder = @"Where to?";
    [self.view addSubview:self.destinationField];
}

- (void)cancelTapped {
    [self.output didTapCancel];
}

- (void)saveTapped {
    [self.output didTapSaveWithDestination:self.destinationField.text ?: @""];
}

@end
