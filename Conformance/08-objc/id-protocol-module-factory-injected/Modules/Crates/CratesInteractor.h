//
//  CratesInteractor.h
//  Groove
//

#import <Foundation/Foundation.h>

@class Record;

NS_ASSUME_NONNULL_BEGIN

@protocol CratesInteractorOutput <NSObject>
- (void)didObtainRecords:(NSArray<Record *> *)records;
@end

@protocol CratesInteractorInput <NSObject>
- (void)obtainRecords;
@end

@interface CratesInteractor : NSObject <CratesInteractorInput>

@property (nonatomic, weak) id<CratesInteractorOutput> output;

@end

NS_ASSUME_NONNULL_END
