//
//  ParcelsInteractor.h
//  Doorstep
//

#import <Foundation/Foundation.h>

@protocol ParcelsInteractorOutput <NSObject>
- (void)didObtainParcels:(NSArray<NSDictionary<NSString *, NSString *> *> *)parcels;
@end

@protocol ParcelsInteractorInput <NSObject>
- (void)obtainParcels;
@end

@interface ParcelsInteractor : NSObject <ParcelsInteractorInput>

@property (nonatomic, weak) id<ParcelsInteractorOutput> output;

@end
