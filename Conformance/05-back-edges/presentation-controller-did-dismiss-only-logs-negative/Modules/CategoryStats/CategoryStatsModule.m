//
//  CategoryStatsModule.m
//  Tally
//

#import "CategoryStatsModule.h"
#import "TLYAnalytics.h"

#pragma mark - View

@interface CategoryStatsViewController ()
@property (nonatomic, strong) UILabel *sharesLabel;
@end

@implementation CategoryStatsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.sharesLabel = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, 24, 80)];
    self.sharesLabel.numberOfLines = 0;
    [self.view addSubview:self.sharesLabel];
    [self.output viewIsReady];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    // The sheet has no Close button: it goes away by swiping down.
    self.presentationController.delegate = self;
}

- (void)showShares:(NSDictionary<NSString *, NSNumber *> *)shares {
    NSMutableArray<NSString *> *rows = [NSMutableArray array];
    for (NSString *category in [shares.allKeys sortedArrayUsingSelector:@selector(compare:)]) {
        [rows addObject:[NSString stringWithFormat:@"%@  %@%%", category, shares[category]]];
    }
    self.sharesLabel.text = [rows componentsJoinedByString:@"\n"];
}

#pragma mark - UIAdaptivePresentationControllerDelegate

- (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController {
    [self.output didCloseBySwipe];
}

@end

#pragma mark - Interactor

@implementation CategoryStatsInteractor

- (NSDictionary<NSString *, NSNumber *> *)sharesForAccount:(NSString *)accountName {
    return @{@"Groceries": @31, @"Travel": @44, @"Eating out": @17, @"Other": @8};
}

- (void)logClosedForAccount:(NSString *)accountName {
    [[TLYAnalytics sharedAnalytics] trackEvent:@"category_stats_closed"
                                    properties:@{@"account": accountName, @"via": @"swipe"}];
}

@end

#pragma mark - Presenter

@implementation CategoryStatsPresenter

- (void)viewIsReady {
    [self.view showShares:[self.interactor sharesForAccount:self.accountName]];
}

- (void)didCloseBySwipe {
    [self.interactor logClosedForAccount:self.accountName];
}

@end

#pragma mark - Builder

@implementation CategoryStatsBuilder

+ (UIViewController *)buildModuleWithAccountName:(NSString *)accountName {
    CategoryStatsViewController *view = [[CategoryStatsViewController alloc] init];
    CategoryStatsPresenter *presenter = [[CategoryStatsPresenter alloc] init];
    presenter.accountName = accountName;
    presenter.interactor = [[CategoryStatsInteractor alloc] init];
    presenter.view = view;
    view.output = presenter;
    return view;
}

@end
