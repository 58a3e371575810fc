//
//  ParcelsInteractor.h
//  Parcelly
//

#import <Foundation/Foundation.h>

@class Parcel;

NS_ASSUME_NONNULL_BEGIN

@protocol ParcelsInteractorOutput <NSObject>
- (void)didObtainParcels:(NSArray<Parcel *> *)parcels;
@end

@protocol ParcelsInteractorInput <NSObject>
- (void)obtainParcels;
@end

@interface ParcelsInteractor : NSObject <ParcelsInteractorInput>

@property (nonatomic, weak) id<ParcelsInteractorOutput> output;

@end

NS_ASSUME_NONNULL_END
