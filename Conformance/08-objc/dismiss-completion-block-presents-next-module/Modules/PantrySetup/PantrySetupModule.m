//
//  PantrySetupModule.m
//  Mise
//

#import "PantrySetupModule.h"

static NSString * const kPantryConfiguredKey = @"pantryConfigured";

#pragma mark - View

@implementation PantrySetupViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    UILabel *headline = [[UILabel alloc] initWithFrame:CGRectMake(20, 80, 320, 60)];
    headline.numberOfLines = 0;
    headline.text = @"Tick what is already in your cupboard: we will skip it in shopping lists.";
    UIButton *doneButton = [UIButton buttonWithType:UIButtonTypeSystem];
    doneButton.frame = CGRectMake(20, 480, 320, 50);
    [doneButton setTitle:@"Done" forState:UIControlStateNormal];
    [doneButton addTarget:self action:@selector(doneTapped) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:headline];
    [self.view addSubview:doneButton];
}

- (void)doneTapped {
    [self.output didTapDone];
}

@end

#pragma mark - Router

@implementation PantrySetupRouter

- (void)close {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end

#pragma mark - Presenter

@implementation PantrySetupPresenter

- (void)didTapDone {
    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:kPantryConfiguredKey];
    [self.router close];
}

@end

#pragma mark - Assembly

@implementation PantrySetupAssembly

+ (UIViewController *)buildModule {
    PantrySetupViewController *view = [[PantrySetupViewController alloc] init];
    PantrySetupPresenter *presenter = [[PantrySetupPresenter alloc] init];
    PantrySetupRouter *router = [[PantrySetupRouter alloc] init];
    view.output = presenter;
    presenter.router = router;
    router.viewController = view;
    return view;
}

@end
