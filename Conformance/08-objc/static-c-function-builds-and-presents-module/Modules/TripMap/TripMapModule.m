//
//  TripMapModule.m
//  Wayfarer
//

#import "TripMapModule.h"

#pragma mark - View

@implementation TripMapViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Map";
    self.view.backgroundColor = [UIColor secondarySystemBackgroundColor];
    UILabel *summary = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 330, 60)];
    summary.numberOfLines = 0;
    summary.text = [self.presenter pinSummary];
    [self.view addSubview:summary];
}

@end

#pragma mark - Presenter

@implementation TripMapPresenter

- (NSString *)pinSummary {
    return [NSString stringWithFormat:@"Pinned places for %@: hotel, two cafés, the ferry pier.", self.tripIdentifier];
}

@end

#pragma mark - Assembly

@implementation TripMapAssembly

+ (UIViewController *)moduleForTripWithIdentifier:(NSString *)tripIdentifier {
    TripMapViewController *view = [[TripMapViewController alloc] init];
    TripMapPresenter *presenter = [[TripMapPresenter alloc] init];
    presenter.tripIdentifier = tripIdentifier;
    view.presenter = presenter;
    return view;
}

@end
