//
//  StationsRouter.h
//  Spokes
//

#import <Foundation/Foundation.h>

@protocol StationsRouterInput <NSObject>
- (void)openBikeDetailWithIdentifier:(NSString *)bikeIdentifier;
@end

@interface StationsRouter : NSObject <StationsRouterInput>

@end
