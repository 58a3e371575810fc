//
//  RadarViewController.m
//  Nimbus
//

#import "RadarViewController.h"

@interface RadarViewController ()

@property (nonatomic, strong) UIImageView *radarImageView;

@end

@implementation RadarViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.radarImageView = [[UIImageView alloc] initWithFrame:self.view.bounds];
    [self.view addSubview:self.radarImageView];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - RadarViewInput

- (void)showRadarTitle:(NSString *)title imageName:(NSString *)imageName {
    self.title = title;
    self.radarImageView.image = [UIImage imageNamed:imageName];
}

@end
