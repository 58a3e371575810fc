//
//  ParcelDetailInteractor.h
//  Parcelly
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ParcelDetailInteractorOutput <NSObject>
- (void)didObtainDeliveryAlertsEnabled:(BOOL)enabled;
@end

@protocol ParcelDetailInteractorInput <NSObject>
- (void)obtainDeliveryAlertsStatus;
@end

@interface ParcelDetailInteractor : NSObject <ParcelDetailInteractorInput>

@property (nonatomic, weak) id<ParcelDetailInteractorOutput> output;

@end

NS_ASSUME_NONNULL_END
