//
//  GearGuideModule.m
//  SpokeShop
//

#import "GearGuideModule.h"

#pragma mark - View

@implementation GearGuideViewController

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

@implementation GearGuidePresenter

- (NSString *)screenTitle {
    return @"Index your gears";
}

- (NSString *)steps {
    return @"1. Shift to the smallest cog.\n2. Set cable tension with the barrel adjuster.\n3. Shift up and listen for rubbing.";
}

@end

#pragma mark - Assembly

@implementation GearGuideAssembly

- (UIViewController *)buildModule {
    GearGuideViewController *view = [[GearGuideViewController alloc] init];
    view.presenter = [[GearGuidePresenter alloc] init];
    return view;
}

@end
