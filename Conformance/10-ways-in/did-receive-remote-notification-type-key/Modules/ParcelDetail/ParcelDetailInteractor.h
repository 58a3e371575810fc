//
//  ParcelDetailInteractor.h
//  Doorstep
//

#import <Foundation/Foundation.h>

@protocol ParcelDetailInteractorOutput <NSObject>
- (void)didObtainTrackingEvents:(NSArray<NSString *> *)events;
@end

@protocol ParcelDetailInteractorInput <NSObject>
- (void)obtainTrackingEventsForTrackingNumber:(NSString *)trackingNumber;
@end

@interface ParcelDetailInteractor : NSObject <ParcelDetailInteractorInput>

@property (nonatomic, weak) id<ParcelDetailInteractorOutput> output;

@end
