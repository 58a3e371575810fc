//
//  BikeDetailRouter.h
//  Spokes
//

#import <Foundation/Foundation.h>

@protocol BikeDetailRouterInput <NSObject>
- (void)openCheckoutForBikeWithIdentifier:(NSString *)bikeIdentifier;
@end

@interface BikeDetailRouter : NSObject <BikeDetailRouterInput>

@end
