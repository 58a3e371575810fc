//
//  StationsInteractor.h
//  Spokes
//

#import <Foundation/Foundation.h>

@protocol StationsInteractorOutput <NSObject>
- (void)didObtainAvailableBikes:(NSArray<NSString *> *)bikeIdentifiers;
@end

@protocol StationsInteractorInput <NSObject>
- (void)obtainAvailableBikes;
@end

@interface StationsInteractor : NSObject <StationsInteractorInput>

@property (nonatomic, weak) id<StationsInteractorOutput> output;

@end
