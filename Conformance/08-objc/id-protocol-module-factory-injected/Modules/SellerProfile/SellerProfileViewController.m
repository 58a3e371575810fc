//
//  SellerProfileViewController.m
//  Groove
//

#import "SellerProfileViewController.h"

@implementation SellerProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemGroupedBackgroundColor];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone
                                                                                           target:self
                                                                                           action:@selector(doneTapped:)];
    [self.output didTriggerViewReadyEvent];
}

- (void)doneTapped:(UIBarButtonItem *)sender {
    [self.output didTapDone];
}

#pragma mark - SellerProfileViewInput

- (void)showSellerName:(NSString *)sellerName {
    self.title = sellerName;
}

@end
