//
//  RentalCheckoutInteractor.h
//  Spokes
//

#import <Foundation/Foundation.h>

@protocol RentalCheckoutInteractorOutput <NSObject>
- (void)didStartRental;
- (void)didFailToStartRentalWithMessage:(NSString *)message;
@end

@protocol RentalCheckoutInteractorInput <NSObject>
- (void)startRentalForBikeWithIdentifier:(NSString *)bikeIdentifier;
@end

@interface RentalCheckoutInteractor : NSObject <RentalCheckoutInteractorInput>

@property (nonatomic, weak) id<RentalCheckoutInteractorOutput> output;

@end
