//
//  TripEditorAssembly.h
//  Wayfarer
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface TripEditorAssembly : NSObject

/// Pass nil to start a new trip.
+ (UIViewController *)moduleForTripWithIdentifier:(nullable NSString *)tripIdentifier;

@end

NS_ASSUME_NONNULL_END
