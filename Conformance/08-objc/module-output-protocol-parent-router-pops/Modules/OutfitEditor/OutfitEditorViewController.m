//
//  OutfitEditorViewController.m
//  Capsule
//

#import "OutfitEditorViewController.h"

@interface OutfitEditorViewController ()
@property (nonatomic, strong) UITextField *nameField;
@property (nonatomic, strong) UILabel *itemsLabel;
@end

@implementation OutfitEditorViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Outfit";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel
                                                                                          target:self
                                                                                          action:@selector(cancelTapped)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave
                                                                                           target:self
                                                                                           action:@selector(saveTapped)];
    self.nameField = [[UITextField alloc] initWithFrame:CGRectMake(20, 120, 320, 44)];
    self.nameField.placeholder = @"Outfit name";
    self.itemsLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 180, 320, 200)];
    self.itemsLabel.numberOfLines = 0;
    [self.view addSubview:self.nameField];
    [self.view addSubview:self.itemsLabel];
    [self.output didTriggerViewReadyEvent];
}

- (void)cancelTapped {
    [self.output didTapCancel];
}

- (void)saveTapped {
    [self.output didTapSaveWithName:self.nameField.text ?: @""];
}

#pragma mark - OutfitEditorViewInput

- (void)showName:(NSString *)name items:(NSArray<NSString *> *)items {
    self.nameField.text = name;
    self.itemsLabel.text = [items componentsJoinedByString:@"\n"];
}

@end
