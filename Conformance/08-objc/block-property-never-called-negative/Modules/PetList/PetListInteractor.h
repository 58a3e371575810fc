//
//  PetListInteractor.h
//  Pawprint
//

#import <Foundation/Foundation.h>

@protocol PetListInteractorOutput <NSObject>
- (void)didObtainPets:(NSArray<NSString *> *)pets;
@end

@protocol PetListInteractorInput <NSObject>
- (void)obtainPets;
@end

@interface PetListInteractor : NSObject <PetListInteractorInput>

@property (nonatomic, weak) id<PetListInteractorOutput> output;

@end
