import { DictTag } from '../../../shared/dict';

interface ReceiverProps {
  /** the mobile number or mail address */
  address: string;
  userType: number | null | undefined;
  userId: number | null | undefined;
}

/** A message's receiver in a log table (SMS, mail): the address, and under it the user it went to when known. */
export function ReceiverCell({ address, userType, userId }: ReceiverProps) {
  return (
    <div>
      <div>{address}</div>
      {userType != null ? (
        <div>
          <DictTag type="user_type" value={userType} />
          {userId != null ? ` ${userId}` : ''}
        </div>
      ) : null}
    </div>
  );
}

/** The same on one line, for a detail view. */
export function ReceiverLine({ address, userType, userId }: ReceiverProps) {
  return (
    <>
      {address} {userType != null ? <DictTag type="user_type" value={userType} /> : null} {userId ?? ''}
    </>
  );
}
