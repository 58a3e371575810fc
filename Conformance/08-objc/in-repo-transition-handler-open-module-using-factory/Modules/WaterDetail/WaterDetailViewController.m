//
//  WaterDetailViewController.m
//  Reelmark
//

#import "WaterDetailViewController.h"

@interface WaterDetailViewController ()

@property (nonatomic, strong) UILabel *rulesLabel;

@end

@implementation WaterDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.rulesLabel = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, 20, 120)];
    self.rulesLabel.numberOfLines = 0;
    [self.view addSubview:self.rulesLabel];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Log catch"
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(logCatchTapped:)];
    [self.output didTriggerViewReadyEvent];
}

- (void)logCatchTapped:(UIBarButtonItem *)sender {
    [self.output didTapLogCatch];
}

#pragma mark - WaterDetailViewInput

- (void)showTitle:(NSString *)title rules:(NSString *)rules {
    self.title = title;
    self.rulesLabel.text = rules;
}

@end
