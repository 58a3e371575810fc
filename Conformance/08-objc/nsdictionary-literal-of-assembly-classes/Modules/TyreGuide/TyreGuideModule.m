//
//  TyreGuideModule.m
//  SpokeShop
//

#import "TyreGuideModule.h"

#pragma mark - View

@implementation TyreGuideViewController

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

@implementation TyreGuidePresenter

- (NSString *)screenTitle {
    return @"Fix a puncture";
}

- (NSString *)steps {
    return @"1. Lever the tyre off.\n2. Find the hole by listening for air.\n3. Patch, wait a minute, refit.";
}

@end

#pragma mark - Assembly

@implementation TyreGuideAssembly

- (UIViewController *)buildModule {
    TyreGuideViewController *view = [[TyreGuideViewController alloc] init];
    view.presenter = [[TyreGuidePresenter alloc] init];
    return view;
}

@end
