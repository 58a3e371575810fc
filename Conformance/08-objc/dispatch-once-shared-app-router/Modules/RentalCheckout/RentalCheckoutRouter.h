//
//  RentalCheckoutRouter.h
//  Spokes
//

#import <Foundation/Foundation.h>

@protocol RentalCheckoutRouterInput <NSObject>
- (void)closeCheckout;
@end

@interface RentalCheckoutRouter : NSObject <RentalCheckoutRouterInput>

@end
