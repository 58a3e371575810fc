//
//  TripsRouter.h
//  Wayfarer
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TripsRouterInput <NSObject>
- (void)openNewTrip;
- (void)openEditorForTripWithIdentifier:(NSString *)tripIdentifier;
- (void)openMapForTripWithIdentifier:(NSString *)tripIdentifier;
@end

@interface TripsRouter : NSObject <TripsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end

NS_ASSUME_NONNULL_END
