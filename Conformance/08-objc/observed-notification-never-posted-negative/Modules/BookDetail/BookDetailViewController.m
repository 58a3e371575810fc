//
//  BookDetailViewController.m
//  Folio
//

#import "BookDetailViewController.h"

@interface BookDetailViewController ()

@property (nonatomic, strong) UIButton *addToCartButton;

@end

@implementation BookDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.addToCartButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.addToCartButton.frame = CGRectMake(20, 140, 220, 44);
    [self.addToCartButton setTitle:@"Add to Cart" forState:UIControlStateNormal];
    [self.addToCartButton addTarget:self action:@selector(addToCartTapped:) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:self.addToCartButton];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - BookDetailViewInput

- (void)showBookTitle:(NSString *)title {
    self.title = title;
}

- (void)showAddedToCart {
    [self.addToCartButton setTitle:@"In your cart" forState:UIControlStateNormal];
    self.addToCartButton.enabled = NO;
}

#pragma mark - Actions

- (void)addToCartTapped:(UIButton *)sender {
    [self.output didTapAddToCart];
}

@end
