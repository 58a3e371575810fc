//
//  PickupCodeInteractor.h
//  Doorstep
//

#import <Foundation/Foundation.h>

@protocol PickupCodeInteractorOutput <NSObject>
- (void)didObtainLockerAddress:(NSString *)address;
@end

@protocol PickupCodeInteractorInput <NSObject>
- (void)obtainLockerAddressForCode:(NSString *)lockerCode;
@end

@interface PickupCodeInteractor : NSObject <PickupCodeInteractorInput>

@property (nonatomic, weak) id<PickupCodeInteractorOutput> output;

@end
