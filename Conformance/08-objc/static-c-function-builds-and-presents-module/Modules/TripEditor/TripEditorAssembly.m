//
//  TripEditorAssembly.m
//  Wayfarer
//

#import "TripEditorAssembly.h"
#import "TripEditorViewController.h"
#import "TripEditorPresenter.h"
#import "TripEditorRouter.h"

@implementation TripEditorAssembly

+ (UIViewController *)moduleForTripWithIdentifier:(NSString *)tripIdentifier {
    TripEditorViewController *view = [[TripEditorViewController alloc] init];
    TripEditorPresenter *presenter = [[TripEditorPresenter alloc] init];
    TripEditorRouter *router = [[TripEditorRouter alloc] init];

    presenter.tripIdentifier = tripIdentifier;
    presenter.router = router;
    view.output = presenter;
    router.viewController = view;

    return view;
}

@end
