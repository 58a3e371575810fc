//
//  BrakeGuideModule.m
//  SpokeShop
//

#import "BrakeGuideModule.h"

#pragma mark - View

@implementation BrakeGuideViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = [self.presenter screenTitle];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    UILabel *steps = [[UILabel alloc] initWithFrame:CGRectMake(20, 110, 330, 300)];
    steps.numberOfLines = 0;
    steps.text = [self.presenter steps];
    [self.view addSubview:steps];
}

@end

#pragma mark - Presenter

@implementation BrakeGuidePresenter

- (NSString *)screenTitle {
    return @"Adjust rim brakes";
}

- (NSString *)steps {
    return @"1. Check pad wear.\n2. Centre the caliper.\n3. Turn the barrel adjuster until the lever feels firm.";
}

@end

#pragma mark - Assembly

@implementation BrakeGuideAssembly

- (UIViewController *)buildModule {
    BrakeGuideViewController *view = [[BrakeGuideViewController alloc] init];
    view.presenter = [[BrakeGuidePresenter alloc] init];
    return view;
}

@end
