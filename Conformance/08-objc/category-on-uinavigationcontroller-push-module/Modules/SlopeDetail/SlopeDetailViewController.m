//
//  SlopeDetailViewController.m
//  Piste
//

#import "SlopeDetailViewController.h"

@interface SlopeDetailViewController ()

@property (nonatomic, strong) UILabel *conditionsLabel;

@end

@implementation SlopeDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.conditionsLabel = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, 20, 120)];
    self.conditionsLabel.numberOfLines = 0;
    self.conditionsLabel.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:self.conditionsLabel];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - SlopeDetailViewInput

- (void)showSlopeName:(NSString *)name conditions:(NSString *)conditions {
    self.title = name;
    self.conditionsLabel.text = conditions;
}

@end
