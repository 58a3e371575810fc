//
//  PrescriptionsRouter.h
//  Dispensary
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PrescriptionsRouterInput <NSObject>
- (void)openRefillForPrescription:(NSString *)prescriptionIdentifier;
@end

@interface PrescriptionsRouter : NSObject <PrescriptionsRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

/// Builds the screen that follows a tap on a prescription once the pharmacy has answered:
/// the refill order when it is in stock, the pharmacy finder when it is not.
- (void)makeNextScreenForPrescription:(NSString *)prescriptionIdentifier
                           completion:(void (^)(UIViewController *next))completion;

@end

NS_ASSUME_NONNULL_END
