//
//  TripsRouter.m
//  Wayfarer
//

#import "TripsRouter.h"
#import "TripEditorAssembly.h"
#import "TripMapModule.h"

static void PresentTripEditor(UIViewController *source, NSString * _Nullable tripIdentifier) {
    UIViewController *editor = [TripEditorAssembly moduleForTripWithIdentifier:tripIdentifier];
    UINavigationController *container = [[UINavigationController alloc] initWithRootViewController:editor];
    container.modalPresentationStyle = UIModalPresentationFormSheet;
    [source presentViewController:container animated:YES completion:nil];
}

static void PushTripMap(UINavigationController *navigationController, NSString *tripIdentifier) {
    UIViewController *map = [TripMapAssembly moduleForTripWithIdentifier:tripIdentifier];
    [navigationController pushViewController:map animated:YES];
}

@implementation TripsRouter

#pragma mark - TripsRouterInput

- (void)openNewTrip {
    PresentTripEditor(self.viewController, nil);
}

- (void)openEditorForTripWithIdentifier:(NSString *)tripIdentifier {
    PresentTripEditor(self.viewController, tripIdentifier);
}

- (void)openMapForTripWithIdentifier:(NSString *)tripIdentifier {
    PushTripMap(self.viewController.navigationController, tripIdentifier);
}

@end
